/** The word before a fact's source, '(Bron: HLN, 26/07/2019)': its own module, so that the components
 * citing sources do not pull the place pages' texts into the JavaScript of every page. */
export const SOURCE_LABEL = 'Bron';
