// The Contact page (/contact). Phone, e-mail, address and hours come from the agency profile; the
// footer's Make a Payment, Contact Agent and Get Certificate links land on the sections with ids
// payment, agent and certificate.
export const contactPage = {
  topic: 'Contact Our Insurance Agents',
  description:
    'Call, e-mail or visit {agency} in Overland Park: office hours, policy support, payments, certificates and a 24/7 claims hotline.',
  hero: {
    heading: 'Contact {agency}',
    text: 'Talk to a licensed Kansas agent about a quote, a policy change, a payment or a claim.',
  },
  personalSupport: {
    heading: 'Personal Insurance Support',
    items: [
      'New quotes for auto, home, renters and umbrella',
      'Adding or removing drivers and vehicles',
      'ID cards and proof of insurance',
      'Coverage reviews after a move, a marriage or a new home',
      'Claims guidance and follow-up with your carrier',
    ],
  },
  commercialSupport: {
    heading: 'Commercial Insurance Support',
    items: [
      'Quotes for liability, property, workers compensation and commercial auto',
      'Certificates of insurance and additional insureds',
      'Adding locations, vehicles, equipment and employees',
      'Workers compensation audits and payroll updates',
      'Surety bonds and contract insurance requirements',
    ],
  },
  payment: {
    heading: 'Make a Payment',
    text: 'Most policies are billed by the carrier, and payments go straight to it through its website, app or phone line. Call us and we will give you your carrier’s payment link or number, help set up automatic payments, or sort out a billing notice.',
  },
  agent: {
    heading: 'Contact an Agent',
    text: 'Call or e-mail during office hours and a licensed agent will help you the same day. Messages left after hours are returned the next business day, and quote requests get a reply within 24 hours.',
  },
  certificate: {
    heading: 'Get a Certificate of Insurance',
    text: 'Need a certificate for a client, landlord or general contractor? E-mail us the certificate holder’s name and address, any additional-insured or waiver wording the contract requires, and the date you need it. Most certificates go out the same business day.',
  },
  emergency: {
    heading: '24/7 Emergency Claims Hotline',
    text: 'Accident, storm damage, break-in or a burst pipe? Call any time of day or night. We will help you report the claim and take the next steps to prevent further damage.',
  },
};
