/** Progress of a full sync on stderr, only when stderr is a terminal (never in logs or pipes). */
export function syncProgress(stream: NodeJS.WriteStream = process.stderr) {
  let shown = false;
  return {
    update: (done: number, total: number) => {
      if (!stream.isTTY) return;
      shown = true;
      stream.write(`\rSyncing: ${done}/${Math.max(total, done)} products`);
    },
    done: () => {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
