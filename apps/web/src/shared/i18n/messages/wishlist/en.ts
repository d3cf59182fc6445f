// The wishlist area's texts in English (decision 670): the wishlist page and the back-in-stock alert.
export const messages = {
  'wishlist.title': 'Wishlist',
  'wishlist.description': "The pieces you saved for later, at today's price.",
  'wishlist.onThisDevice': 'Kept on this device. <0>Sign in</0> to keep it with your account.',
  'wishlist.empty': 'Nothing saved yet: tap the heart on a piece you like.',
  'wishlist.saved': 'Saved pieces',
  'stockAlert.title': "Email me when it's back",
  'stockAlert.willMail': "We will email you when it's back.",
  'stockAlert.confirmFirst': 'Check your inbox: confirm your address and we will email you when it is back.',
  'stockAlert.sizeSoldOut': 'A size sold out? We can write to you once when it is back.',
  'stockAlert.soldOut': 'Sold out for now. We can write to you once when it is back.',
  'stockAlert.size': 'Sold-out size',
  'stockAlert.email': 'Your email',
  'stockAlert.emailMissing': 'Enter your email address.',
};
