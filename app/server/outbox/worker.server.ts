/**
 * The worker of each server process: polls the outbox, and is woken at once when a request queues mail.
 * Several processes on one PostgreSQL each run one; `SKIP LOCKED` keeps them from taking the same row.
 */
import { logger } from "../logger.server";
import { deliverQueuedMail } from "./mail.server";
import { runPass, setOutboxWakeup, type JobHandlers, type PassOptions } from "./queue.server";

export interface WorkerOptions extends PassOptions {
  /** Between two looks at the outbox when nothing wakes the worker. */
  pollMs?: number;
  /**
   * The features' jobs by kind (the workshop reminders), given by whoever starts the worker: the outbox knows
   * only mail, its own kind, and a kind nobody registered stays pending instead of being handled.
   */
  jobs: JobHandlers;
}

export interface OutboxWorker {
  /** Runs a pass soon (now, or right after the one under way). */
  kick(): void;
  /** Resolves when no pass is under way or asked for. */
  idle(): Promise<void>;
  /** Stops polling and waits for the pass under way (its messages are settled, not cut off). */
  stop(): Promise<void>;
}

export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  const { pollMs = 5_000, jobs, ...passOptions } = options;
  const handlers: JobHandlers = { ...jobs, mail: deliverQueuedMail };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (!stopped) timer = setTimeout(kick, pollMs);
  };
  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          await runPass(handlers, passOptions);
        } catch (error) {
          logger.error({ err: error }, "outbox pass failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      schedule();
    });
  }

  const worker: OutboxWorker = {
    kick,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
      forgetWakeup();
    },
  };
  const forgetWakeup = setOutboxWakeup(kick);
  kick();
  return worker;
}
