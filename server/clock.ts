/** The time as the app sees it: the system's clock, or a test's (tests/helpers/clock-server.ts). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
