/**
 * The place pages' route: one path segment (`/gent`, `/kortrijk`, ...). Fixed pages (`/privacy`,
 * `/bedankt`) take precedence over this parameter route; `+data` answers 404 for a segment that is not a
 * place of the data file. A route string rather than a route function keeps the data file out of the
 * browser (a route function ships to the client router of every page).
 */
export default '/@slug';
