// How to reach the shop, shown in the footer and on the contact page.

export const SHOP_CONTACT = {
  street: '12 Rue de Sèvres',
  city: '75006 Paris, France',
  email: 'hello@atelier.example',
  phone: '+33 1 99 00 12 34',
  phoneHref: 'tel:+33199001234',
  hours: [
    { days: 'Monday – Friday', time: '10:00 – 19:00' },
    { days: 'Saturday', time: '10:00 – 18:00' },
    { days: 'Sunday', time: 'Closed' },
  ],
} as const;
