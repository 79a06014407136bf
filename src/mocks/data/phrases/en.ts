import type { Phrases } from './types';

export const en: Phrases = {
  phonePrefix: '+1',
  chatNames: ['jessica', 'michael', 'oliver', 'amelia'],
  greeting: 'Hello, this is the NEO assistant. How can I help you today?',
  requests: {
    'billing.question': [
      'I have a question about my last invoice.',
      'Why is my bill higher this month?',
    ],
    'order.status': ['Where is my order?', 'I ordered a router last week and it has not arrived.'],
    'appointment.book': [
      'I would like to book an appointment with a technician.',
      'Can I get an appointment next Tuesday?',
    ],
    'password.reset': ['I forgot my password.', 'I cannot log in to my account anymore.'],
    'address.change': ['I moved and need to change my address.', 'Please update my address.'],
    'contract.cancel': ['I want to cancel my contract.', 'How do I end my subscription?'],
  },
  answers: {
    'billing.question': 'Your last invoice was 42.90 dollars, including a one-time setup fee.',
    'order.status': 'Your order has shipped and should arrive within two business days.',
    'appointment.book': 'I can offer Tuesday at 10 a.m. or Wednesday at 2 p.m.',
    'password.reset': 'I have sent a reset link to the e-mail address on file.',
    'address.change': 'Please tell me your new street address and zip code.',
    'contract.cancel': 'Your contract can be cancelled at the end of the current month.',
  },
  unrecognized: [
    'Is the weather nice over there?',
    'My neighbour’s dog keeps barking.',
    'My order never arrived.',
    'The amount you charged me is wrong.',
  ],
  notUnderstood: 'Sorry, I did not understand that. Could you rephrase it?',
  handover: 'I will connect you with a colleague. One moment, please.',
  agentHello: 'Hi, this is Sam from customer care. I can see your request — let me help.',
  agentDone: 'All done. Is there anything else I can do for you?',
  stillThere: 'Are you still there?',
  thanks: 'Thank you, that helps.',
  goodbye: 'Thanks for contacting us. Goodbye!',
};
