/**
 * How long an order is kept after the household asks to erase everything (issue 33, decision 046): the
 * seller must be able to prove the contract and keep its invoice, so the order and what identifies the
 * buyer stay for ten years, then the retention purge erases them. Two rules give the ten years:
 *
 * - Contractual claims lapse after ten years (old Civil Code art. 2262bis §1: "Alle persoonlijke
 *   rechtsvorderingen verjaren door verloop van tien jaar."). Source: copy of the Belgian Civil Code,
 *   http://www.2747.com/2747/law/civil/limitation/1998/belgie3t20h5a2.html, read 2026-11-27.
 * - Invoices and their documents are kept ten years from their date (VAT Code art. 60 §4, as quoted NL/FR).
 *   Sources: http://wordscope.be/neerlandais/francais/stukken+en+facturen.html; the change from seven to
 *   ten years for tax records (law of 20 November 2022):
 *   https://blog.forumforthefuture.be/nl/article/bewaartermijn-van-archieven-7-of-10-jaar/26196, read 2026-11-27.
 */
export const ORDER_KEEP_YEARS = 10;
