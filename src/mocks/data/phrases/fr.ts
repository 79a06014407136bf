import type { Phrases } from './types';

export const fr: Phrases = {
  phonePrefix: '+33',
  chatNames: ['chloe', 'antoine', 'manon', 'julien'],
  greeting: 'Bonjour, ici l’assistant NEO. Comment puis-je vous aider ?',
  requests: {
    'billing.question': [
      'J’ai une question sur ma dernière facture.',
      'Pourquoi ma facture est-elle plus élevée ce mois-ci ?',
    ],
    'order.status': [
      'Où en est ma commande ?',
      'J’ai commandé un routeur la semaine dernière et je ne l’ai pas reçu.',
    ],
    'appointment.book': [
      'Je voudrais prendre rendez-vous avec un technicien.',
      'Est-ce possible mardi prochain ?',
    ],
    'password.reset': ['J’ai oublié mon mot de passe.', 'Je n’arrive plus à me connecter.'],
    'address.change': [
      'J’ai déménagé, je dois changer mon adresse.',
      'Merci de mettre à jour mon adresse.',
    ],
    'contract.cancel': ['Je veux résilier mon contrat.', 'Comment mettre fin à mon abonnement ?'],
  },
  answers: {
    'billing.question':
      'Votre dernière facture s’élevait à 42,90 euros, frais d’installation compris.',
    'order.status': 'Votre commande est expédiée et arrivera sous deux jours ouvrés.',
    'appointment.book': 'Je peux vous proposer mardi à 10 h ou mercredi à 14 h.',
    'password.reset': 'Je vous ai envoyé un lien de réinitialisation par e-mail.',
    'address.change': 'Indiquez-moi votre nouvelle rue et votre code postal, s’il vous plaît.',
    'contract.cancel': 'Votre contrat peut être résilié à la fin du mois en cours.',
  },
  unrecognized: [
    'Il fait beau chez vous ?',
    'Le chien du voisin n’arrête pas d’aboyer.',
    'Mon colis n’est jamais arrivé.',
    'Le montant prélevé est faux.',
  ],
  notUnderstood: 'Désolé, je n’ai pas compris. Pouvez-vous reformuler ?',
  handover: 'Je vous mets en relation avec un conseiller. Un instant, s’il vous plaît.',
  agentHello: 'Bonjour, ici Claire du service client. Je vois votre demande, je m’en occupe.',
  agentDone: 'C’est fait. Puis-je faire autre chose pour vous ?',
  stillThere: 'Êtes-vous toujours là ?',
  thanks: 'Merci, c’est parfait.',
  goodbye: 'Merci de nous avoir contactés. Au revoir !',
};
