import { useData } from 'vike-react/useData';
import { PlacePage } from '../../../../src/components/places/PlacePage.tsx';
import type { PlacePageData } from '../../../../src/places/page.ts';

export default function Page() {
  return <PlacePage data={useData<PlacePageData>()} />;
}
