// <equations-mat> in JSX (React before 19, Preact, Solid read the global JSX namespace).
import type {} from 'equations-engine/jsx';

declare function render(element: unknown): void;
render(<equations-mat interactive rules="agloa" division="middle" goal="2x 3+5" theme="dark"
  resources="0 1 + -" aria-label="This week's position" />);
