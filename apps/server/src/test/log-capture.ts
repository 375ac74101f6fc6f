/** A Fastify logger that keeps every line, so a test can read what was logged. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    /** Lines logged at warn (40) or above. */
    warnings: () => lines.filter((line) => Number(line.level) >= 40),
  };
}
