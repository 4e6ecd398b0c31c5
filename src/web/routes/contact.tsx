import { ContactPage, contactMeta } from '~/features/pages/components/contact-page';

export function meta() {
  return contactMeta();
}

export default function Contact() {
  return <ContactPage />;
}
