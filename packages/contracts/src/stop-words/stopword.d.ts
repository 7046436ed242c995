/** The part of the `stopword` package (no types of its own) the stop words' test reads: its English list. */
declare module 'stopword' {
  export const eng: string[];
}
