// The demo agency. Another agency changes this file (or the AGENCY_* variables) and nothing else.
export default {
  name: 'Sunflower Shield Insurance',
  legalName: 'Sunflower Shield Insurance Group LLC',
  phone: '(913) 555-0142',
  email: 'hello@sunflowershield.example',
  address: {
    street: '7300 W 110th St, Suite 200',
    city: 'Overland Park',
    state: 'KS',
    zip: '66210',
  },
  licenseState: 'Kansas',
  // The agency's real licence number was withheld; this is a placeholder.
  licenseNumber: 'KS-0000000',
  social: { label: 'Facebook', url: 'https://www.facebook.com/sunflowershieldinsurance' },
  foundedYear: 2025,
  copyrightYear: 2025,
  promoInsurer: 'Progressive',
  officeHours: [
    { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '9:00 AM - 2:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  claimsHotline: 'Emergency claims support 24/7',
};
