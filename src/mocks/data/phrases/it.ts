import type { Phrases } from './types';

export const it: Phrases = {
  phonePrefix: '+39',
  chatNames: ['alessia', 'matteo', 'sofia', 'lorenzo'],
  greeting: 'Buongiorno, sono l’assistente NEO. Come posso aiutarla?',
  requests: {
    'billing.question': [
      'Ho una domanda sulla mia ultima fattura.',
      'Perché la bolletta di questo mese è più alta?',
    ],
    'order.status': [
      'Dov’è il mio ordine?',
      'Ho ordinato un router la settimana scorsa e non è ancora arrivato.',
    ],
    'appointment.book': [
      'Vorrei fissare un appuntamento con un tecnico.',
      'È possibile un appuntamento martedì prossimo?',
    ],
    'password.reset': ['Ho dimenticato la password.', 'Non riesco più ad accedere al mio account.'],
    'address.change': [
      'Mi sono trasferito e devo cambiare indirizzo.',
      'Vorrei aggiornare il mio indirizzo.',
    ],
    'contract.cancel': ['Voglio disdire il mio contratto.', 'Come posso annullare l’abbonamento?'],
  },
  answers: {
    'billing.question':
      'La sua ultima fattura era di 42,90 euro, inclusa una tantum di attivazione.',
    'order.status': 'Il suo ordine è stato spedito e arriverà entro due giorni lavorativi.',
    'appointment.book': 'Posso proporle martedì alle 10 o mercoledì alle 14.',
    'password.reset': 'Le ho inviato un link per reimpostare la password via e-mail.',
    'address.change': 'Mi indichi la nuova via e il CAP, per favore.',
    'contract.cancel': 'Il contratto può essere disdetto alla fine del mese in corso.',
  },
  unrecognized: [
    'Che tempo fa lì da voi?',
    'Il cane del vicino abbaia sempre.',
    'Il mio pacco non è mai arrivato.',
    'L’importo addebitato è sbagliato.',
  ],
  notUnderstood: 'Mi scusi, non ho capito. Può ripetere con altre parole?',
  handover: 'La metto in contatto con un collega. Un momento, per favore.',
  agentHello: 'Salve, sono Marta del servizio clienti. Vedo la sua richiesta, ci penso io.',
  agentDone: 'Fatto. Posso fare altro per lei?',
  stillThere: 'È ancora in linea?',
  thanks: 'Grazie, perfetto.',
  goodbye: 'Grazie per averci contattato. Arrivederci!',
};
