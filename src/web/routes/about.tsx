import { AboutPage, aboutMeta } from '~/features/pages/components/about-page';

export function meta() {
  return aboutMeta();
}

export default function About() {
  return <AboutPage />;
}
