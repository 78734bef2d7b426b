/** The staff's dashboard is Dutch, whatever the browser asks for. */
import { SITE } from '../../../src/site.ts';

export default `Beheer – ${SITE.name}`;
