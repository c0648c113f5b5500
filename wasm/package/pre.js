// Emscripten 3.1.6's ES module reads __dirname in its node branch; index.mjs passes the wasm
// bytes itself under node, so nothing else of node's CommonJS is needed.
var __dirname = "";
