import type { PageContext } from 'vike/types';
import type { PlacePageData } from '../../../../src/places/page.ts';

export default (pageContext: PageContext<PlacePageData>) => pageContext.data.description;
