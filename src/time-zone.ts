/**
 * The one time zone of the business: staff read dates, the statistics count calendar months and the
 * mails print times in Brussels time, whatever the time zone of the server or the browser.
 */
export const TIME_ZONE = 'Europe/Brussels';
