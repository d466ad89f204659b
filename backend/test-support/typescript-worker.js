// A piscina worker for the TypeScript sources under jest (see backend/src/pdf/pdf-renderer.ts): compiles
// each .ts file on require with swc, as jest does, then runs the task's module.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const options = {
  jsc: { target: 'es2022', parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, keepClassNames: true },
  module: { type: 'commonjs' },
};

// Node tries extensions in the order they were registered: '.ts' goes before '.json', or `./marker-expression`
// would load marker-expression.json (the table) instead of marker-expression.ts (its reader), as jest never does.
const loadJson = require.extensions['.json'];
delete require.extensions['.json'];
require.extensions['.ts'] = (module, filename) => {
  module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
};
require.extensions['.json'] = loadJson;

module.exports = ({ module, input }) => require(module).default(input);
