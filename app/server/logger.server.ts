import pino from "pino";

const globalForLogger = globalThis as unknown as { __logger?: pino.Logger };

function createLogger(): pino.Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  if (process.env.NODE_ENV === "development" && process.stdout.isTTY) {
    return pino({ level, transport: { target: "pino-pretty", options: { colorize: true } } });
  }
  return pino({ level });
}

// One logger per process, shared by server.ts and the React Router bundle.
export const logger: pino.Logger = (globalForLogger.__logger ??= createLogger());
