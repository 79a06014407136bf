import type { Phrases } from './types';

export const de: Phrases = {
  phonePrefix: '+49',
  chatNames: ['lena', 'maximilian', 'hannah', 'paul'],
  greeting: 'Guten Tag, hier ist der NEO-Assistent. Wie kann ich Ihnen helfen?',
  requests: {
    'billing.question': [
      'Ich habe eine Frage zu meiner letzten Rechnung.',
      'Warum ist meine Rechnung diesen Monat höher?',
    ],
    'order.status': [
      'Wo ist meine Bestellung?',
      'Ich habe letzte Woche einen Router bestellt und er ist noch nicht da.',
    ],
    'appointment.book': [
      'Ich möchte einen Termin mit einem Techniker vereinbaren.',
      'Geht ein Termin am nächsten Dienstag?',
    ],
    'password.reset': ['Ich habe mein Passwort vergessen.', 'Ich komme nicht mehr in mein Konto.'],
    'address.change': [
      'Ich bin umgezogen und muss meine Adresse ändern.',
      'Bitte ändern Sie meine Anschrift.',
    ],
    'contract.cancel': ['Ich möchte meinen Vertrag kündigen.', 'Wie kündige ich mein Abo?'],
  },
  answers: {
    'billing.question':
      'Ihre letzte Rechnung betrug 42,90 Euro, inklusive einer einmaligen Einrichtungsgebühr.',
    'order.status': 'Ihre Bestellung ist unterwegs und kommt in zwei Werktagen an.',
    'appointment.book': 'Ich kann Ihnen Dienstag um 10 Uhr oder Mittwoch um 14 Uhr anbieten.',
    'password.reset': 'Ich habe Ihnen einen Link zum Zurücksetzen per E-Mail geschickt.',
    'address.change': 'Bitte nennen Sie mir Ihre neue Straße und Postleitzahl.',
    'contract.cancel': 'Ihr Vertrag kann zum Ende des laufenden Monats gekündigt werden.',
  },
  unrecognized: [
    'Wie wird das Wetter morgen?',
    'Der Hund vom Nachbarn bellt schon wieder.',
    'Mein Paket ist nie angekommen.',
    'Der abgebuchte Betrag ist falsch.',
  ],
  notUnderstood: 'Entschuldigung, das habe ich nicht verstanden. Können Sie es anders sagen?',
  handover: 'Ich verbinde Sie mit einer Kollegin. Einen Moment bitte.',
  agentHello: 'Hallo, hier ist Sabine vom Kundenservice. Ich sehe Ihr Anliegen und helfe gern.',
  agentDone: 'Erledigt. Kann ich sonst noch etwas für Sie tun?',
  stillThere: 'Sind Sie noch da?',
  thanks: 'Danke, das hilft mir.',
  goodbye: 'Vielen Dank für Ihren Anruf. Auf Wiederhören!',
};
