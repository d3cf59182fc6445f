// How the API words a request that fails its schema, in French (French typography). English needs no catalogue: the
// schemas' own sentences are the English ones. `{field}` is the field's name below, with its article, or the whole
// request's sentence (`invalid.value`) when the field has none.
export const fr = {
  'invalid.required': '{field} est obligatoire',
  'invalid.tooShort': '{field} doit compter au moins {minimum, plural, one {# caractère} other {# caractères}}',
  'invalid.tooLong': '{field} doit compter au plus {maximum, plural, one {# caractère} other {# caractères}}',
  'invalid.tooLow': '{field} doit valoir au moins {minimum}',
  'invalid.tooHigh': '{field} doit valoir au plus {maximum}',
  'invalid.email': '{field} doit être une adresse e-mail valide',
  'invalid.field': '{field} n’est pas valide',
  'invalid.value': 'Une valeur de la demande n’est pas valide',
  'field.email': 'L’e-mail',
  'field.password': 'Le mot de passe',
  'field.newPassword': 'Le nouveau mot de passe',
  'field.currentPassword': 'Le mot de passe actuel',
  'field.username': 'Le nom d’utilisateur',
  'field.profession': 'La profession',
  'field.bio': 'La présentation',
  'field.comment': 'Le commentaire',
  'field.rating': 'La note',
  'field.quantity': 'La quantité',
  'field.size': 'La taille',
  'field.code': 'Le code',
  'field.recipientName': 'Le nom du destinataire',
  'field.recipientEmail': 'L’e-mail du destinataire',
  'field.message': 'Le message',
  'field.reason': 'Le motif',
};

export type ValidationId = keyof typeof fr;
