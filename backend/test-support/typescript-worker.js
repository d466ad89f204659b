// A piscina worker for the TypeScript sources under jest (see backend/src/pdf/pdf-renderer.ts): compiles
// each .ts file on require with swc, as jest does, then runs the task's module.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const options = {
  jsc: { target: 'es2022', parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, keepClassNames: true },
  module: { type: 'commonjs' },
};

require.extensions['.ts'] = (module, filename) => {
  module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
};

module.exports = ({ module, input }) => require(module).default(input);
