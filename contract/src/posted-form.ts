/**
 * A form sent without scripts (a plain `POST`), as the gateway answers it: the page is rendered again for that
 * request alone, its fields holding what was sent, each field's message beside it (decision 053).
 */
export interface PostedForm {
  /** What each field held, by its name: a checkbox that was ticked holds `on`. */
  values: Readonly<Record<string, string>>;
  /** Each field's problem, in the form's order. */
  problems: readonly { field: string; message: string }[];
  /** A problem of the whole form (too many requests); null when there is none. */
  message: string | null;
}
