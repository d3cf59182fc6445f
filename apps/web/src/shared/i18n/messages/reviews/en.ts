// The reviews area's texts in English (decision 670): loaded with the code that shows them.
export const messages = {
  'review.signIn': 'Sign in to share what you think of this piece.',
  'review.logIn': 'Log in to write a review',
  'review.posted': 'Comment posted successfully!',
  'review.write': 'Write a review',
  'review.yours': 'Your review',
  'review.placeholder': 'How does it fit, feel and wear?',
  'review.posting': 'Posting...',
  'review.post': 'Post review',
  'review.none': 'No reviews yet.',
  'review.counts': '{count, plural, one {1 review} other {# reviews}} · {verified} verified',
  'review.rating': 'Your rating',
  'review.stars': '{rating, plural, one {1 star} other {# stars}}',
  'review.verified': 'Verified purchase',
};
