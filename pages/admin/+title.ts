import { SITE } from '../../src/site.ts';

export default `Beheer – ${SITE.name}`;
