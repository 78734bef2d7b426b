/**
 * The real server process with one extra route that takes `ms` milliseconds to answer, so that a test
 * can send a signal while a request is in flight. Used only by tests/process/process.test.ts.
 */
import { readEnvOrExit } from '../../server/env.ts';
import { startServer } from '../../server/main.ts';

await startServer(readEnvOrExit(), {
  configure(app) {
    app.get('/slow', async (request) => {
      const ms = Number((request.query as { ms?: string }).ms ?? 1000);
      // The test sends its signal once it reads this: the request is in flight.
      process.stdout.write('slow request received\n');
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { done: true };
    });
  },
});
