/**
 * The type of the server's root router, for the browser's tRPC clients (the signup form, the household's
 * page, the back office), without an import of server/: src/ is the ground floor and imports nothing
 * above it. The server registers its router's type into `RouterRegister` (server/trpc/router.ts, by
 * declaration merging, as TanStack Router's `Register` does); a program without that registration fails
 * to compile here rather than typing the clients loosely.
 */

/**
 * Filled in by server/trpc/router.ts: `{ appRouter: typeof appRouter }`.
 * @public (used by that declaration, which knip does not follow)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the server's declaration adds its member
export interface RouterRegister {}

export type AppRouter = RouterRegister extends { appRouter: infer Router } ? Router : never;
