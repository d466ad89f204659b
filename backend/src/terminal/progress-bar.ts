/** A one-line progress bar on stderr, redrawn in place when stderr is a terminal. */
export function progressBar(label: string, log: (line: string) => void) {
  let last = -1;
  return ({ done, total }: { done: number; total: number }) => {
    const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
    if (percent === last) return;
    last = percent;
    const width = 30;
    const filled = Math.round((percent / 100) * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${done}/${total}`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}${done >= total ? '\n' : ''}`);
    else if (percent % 10 === 0) log(line);
  };
}
