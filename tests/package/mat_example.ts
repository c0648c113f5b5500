// A page author's use of <equations-mat>, checked by tsc against equations-mat.d.ts.
import 'equations-engine/equations-mat';
import type {EquationsMat, MatCheckDetail} from 'equations-engine/equations-mat';

const mat: EquationsMat = document.createElement('equations-mat');
mat.interactive = true;
mat.position = {rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5',
  permitted: 'x 3', forbidden: '7', resources: '0 1 + -'};
mat.addEventListener('check', (event) => {
  const detail: MatCheckDetail = event.detail;
  const reasons: string[] = detail.reasons ?? [];
  console.log(detail.verdict, reasons.join('; '));
});
mat.addEventListener('change', (event) => console.log(event.detail.moved?.face));
mat.addEventListener('drop', (event) => {
  if (event.detail.to === 'forbidden') event.preventDefault();
});
mat.addEventListener('invalid', (event) => console.log(event.detail.message, mat.validity.valid));
mat.theme = 'dark';
mat.division = 'junior';
void mat.ready.then(({version}) => console.log(version));
document.body.append(mat);
void mat.check('(5x3)+1 = 2x(3+5)', 'impossible').then((answer) => answer.correct === true);
