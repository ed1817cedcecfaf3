import pino from "pino";

function createLogger(): pino.Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  if (process.env.NODE_ENV === "development" && process.stdout.isTTY) {
    return pino({ level, transport: { target: "pino-pretty", options: { colorize: true } } });
  }
  // Every request is logged, the pages answered from memory included: written from a buffer, asynchronously,
  // rather than with one blocking write per line.
  // Under load the lines of many requests leave in one write; pino writes what is left when the process exits.
  return pino({ level }, pino.destination({ dest: 1, sync: false }));
}

export const logger: pino.Logger = createLogger();
