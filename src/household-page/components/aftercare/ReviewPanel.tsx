/**
 * The household's review on the owner's page (issue 44 item 6): stars, a few words, and whether the site
 * may show it (first name, initial, municipality and month); sent again to change it (staff read a
 * changed text again before it shows). Where it stands: waiting, on the site, or not shown.
 */
import { type FormEvent, useState } from 'react';
import { aftercare } from '../household-client.ts';
import { useHouseholdCall } from '../use-household-call.ts';
import type { AftercareProps } from './aftercare-props.ts';

export function ReviewPanel({ token, view, T, onView, onLinkGone }: AftercareProps) {
  const { review } = view;
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [publish, setPublish] = useState(review?.publish ?? true);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure, run } = useHouseholdCall(onLinkGone);

  function send(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    void run(
      async () => {
        onView((await aftercare.review.mutate({ token, rating, text, publish })).view);
        setSaved(true);
      },
      (failed) => setErrors(failed.fieldErrors),
    );
  }

  return (
    <>
      <h4 id="review-title">{T.review.heading}</h4>
      <p>{T.review.intro}</p>
      {review ? <p className="aftercare__status">{review.publish ? T.review.status[review.status] : T.review.private}</p> : null}
      <form className="aftercare__form" onSubmit={send} aria-labelledby="review-title" noValidate>
        <fieldset className="aftercare__stars" aria-describedby="review-rating-error">
          <legend>{T.review.rating}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name="review-rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="sr-only">{T.review.star(n)}</span>
            </label>
          ))}
        </fieldset>
        <span id="review-rating-error" className="household__error">
          {errors.rating}
        </span>
        <label htmlFor="review-text">{T.review.text}</label>
        <textarea id="review-text" rows={4} maxLength={1000} value={text} onChange={(event) => setText(event.target.value)} required aria-invalid={Boolean(errors.text)} aria-describedby="review-text-error" />
        <span id="review-text-error" className="household__error">
          {errors.text}
        </span>
        <label className="aftercare__check">
          <input type="checkbox" checked={publish} onChange={(event) => setPublish(event.target.checked)} />
          <span>{T.review.publish}</span>
        </label>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? T.busy : review ? T.review.update : T.review.send}
        </button>
      </form>
      <p role="status">{saved ? T.review.saved : ''}</p>
      <p className="household__error" role="alert">
        {failure}
      </p>
    </>
  );
}
