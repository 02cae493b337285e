// Stops with a clear message when this Node.js is older than the platform's dependencies need.
// It runs before anything is installed (npm start on a fresh clone), so it cannot use a semver library:
// it reads the root package.json's `engines.node`, which must stay in the form '^20.19.0 || >=22.12.0'.
import fs from 'node:fs';

const engines = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;

const parse = (version) => version.replace(/^v/, '').split('.').map(Number);
const atLeast = ([major, minor, patch], [wantMajor, wantMinor, wantPatch]) =>
  major !== wantMajor ? major > wantMajor : minor !== wantMinor ? minor > wantMinor : patch >= wantPatch;

/** True when `version` (e.g. 'v20.19.2') is in `range`, a list of '^X.Y.Z' and '>=X.Y.Z' joined by '||'. */
export function nodeSatisfies(version, range = engines) {
  const have = parse(version);
  return range.split('||').some((part) => {
    const [, operator, wanted] = part.trim().match(/^(\^|>=)(\d+\.\d+\.\d+)$/) ?? [];
    if (!operator) throw new Error(`package.json engines.node: cannot read '${part.trim()}'`);
    const want = parse(wanted);
    return atLeast(have, want) && (operator === '>=' || have[0] === want[0]);
  });
}

/** The sentence people read when their Node.js is too old, e.g. 'Node.js 20.19 or later (22.12 or later on 22)'. */
export function requiredNode(range = engines) {
  const [oldest, ...newer] = range.split('||').map((part) =>
    part
      .trim()
      .replace(/^(\^|>=)/, '')
      .replace(/\.0$/, ''),
  );
  return `Node.js ${oldest} or later${newer.map((v) => ` (${v} or later on Node.js ${v.split('.')[0]})`).join('')}`;
}

export function checkNode() {
  if (nodeSatisfies(process.version)) return;
  console.error(
    `CreativeNG needs ${requiredNode()}; this is Node.js ${process.version}.\n` +
      'Install a current Node.js LTS (https://nodejs.org/en/download), then run the command again.',
  );
  process.exit(1);
}
