// The pages area's texts in English (decision 670): the contact page and the shop's own pages.
export const messages = {
  'contact.title': 'Contact',
  'contact.heading': 'We would love to hear from you',
  'contact.lead': 'Questions about a size, an order or a return? Write or call us.',
  'contact.visit': 'Visit the boutique',
  'contact.hours': 'Opening hours',
  'contact.email': 'Email',
  'contact.emailAnswer': 'We answer within one working day.',
  'contact.phone': 'Phone',
  'contact.phoneHours': 'During opening hours.',
  'page.loadError': 'This page could not be loaded.',
  'page.updated': 'Updated {date}',
};
