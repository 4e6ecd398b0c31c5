import { GuidePage, guideMeta } from '~/features/guide/components/guide-page';

export function meta() {
  return guideMeta();
}

export default function InsuranceGuide() {
  return <GuidePage />;
}
