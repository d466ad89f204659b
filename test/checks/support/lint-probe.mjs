// Lints source texts as if they were files at the given paths (nothing is written) and prints, per
// text, the rules it breaks: lets a test show that the lint configuration really enforces a boundary.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });
const probes = JSON.parse(process.argv[2]);
const broken = [];
for (const { filePath, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath });
  broken.push(result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(broken));
