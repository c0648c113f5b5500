// JSX types of <equations-mat> (`import type {} from 'equations-engine/jsx'`): the attributes as
// JSX props, in the global JSX namespace (Preact, Solid, React before 19). React 19 and Vue read
// other namespaces: README.md, "React and Vue", shows the one-line declaration each needs.
import type {MatChallenge, MatTheme} from './equations-mat.js';
import type {MatPosition} from './equations-mat.js';

export interface EquationsMatAttributes extends Partial<MatPosition> {
  challenge?: MatChallenge;
  interactive?: boolean;
  theme?: MatTheme;
  layout?: 'compact';
  position?: string;
  'wasm-url'?: string;
  /** JSON: {"resources": "red blue - green", ...}. */
  colors?: string;
  id?: string;
  class?: string;
  className?: string;
  style?: unknown;
  ref?: unknown;
  key?: string | number;
  children?: unknown;
  [data: `data-${string}`]: string | undefined;
  [aria: `aria-${string}`]: string | undefined;
}

declare global {
  namespace JSX {
    interface IntrinsicElements {
      'equations-mat': EquationsMatAttributes;
    }
  }
}
