// Misuses the types must refuse (tests/node/package.test.mjs expects tsc to fail here).
import {createEngine} from 'equations-engine';

const engine = await createEngine();
engine.check({rules: 'chess', equation: '1+1 = 2'});
engine.solve({rules: 'agloa', division: 'midle', goal: '1+2'});
