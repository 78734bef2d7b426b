/**
 * The form's validation (the zod schema) and its tRPC client, loaded on the visitor's first focus or
 * touch rather than with the page (decision 004).
 */
import type * as RuntimeModule from './signup-runtime.ts';

export type SignupRuntime = typeof RuntimeModule;

let runtime: Promise<SignupRuntime> | undefined;
let client: ReturnType<SignupRuntime['createLeadClient']> | undefined;

export function loadRuntime(): Promise<SignupRuntime> {
  runtime ??= import('./signup-runtime.ts').catch((error: unknown) => {
    runtime = undefined; // a later attempt may succeed once the network is back
    throw error;
  });
  return runtime;
}

/** Starts loading without waiting; a failure (offline) is reported by the submit. */
export function preloadRuntime(): void {
  void loadRuntime().catch(() => undefined);
}

/** One client per page. */
export function leadClient(loaded: SignupRuntime): ReturnType<SignupRuntime['createLeadClient']> {
  client ??= loaded.createLeadClient();
  return client;
}
