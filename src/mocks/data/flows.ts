import {
  LANGUAGE_VALUES,
  type Flow,
  type FlowEdge,
  type FlowNode,
  type FlowNodeData,
  type FlowNodeType,
  type FlowTemplate,
  type FlowVersion,
  type Language,
  type LanguageTexts,
} from '../../lib/api-client/schema';
import { DAY_MS, iso } from './time';

/** The conversation flows: drafts, and per flow its published versions, newest first. */
export interface FlowSeed {
  flows: Flow[];
  flowVersions: Record<string, FlowVersion[]>;
}

type Graph = Pick<Flow, 'nodes' | 'edges'>;

/** The seeded bots have no language list of their own: every flow speaks all five. */
const ALL_LANGUAGES: Language[] = [...LANGUAGE_VALUES];

/** A text in each language, in the order of LANGUAGE_VALUES: de, en, ja, fr, it. */
const say5 = (de: string, en: string, ja: string, fr: string, it: string): LanguageTexts => ({
  'de-DE': de,
  'en-US': en,
  'ja-JP': ja,
  'fr-FR': fr,
  'it-IT': it,
});

/** Laid out top to bottom: a row every 250 px, siblings 300 px apart around the middle. */
const node = (
  id: string,
  type: FlowNodeType,
  row: number,
  column: number,
  data: FlowNodeData = {},
): FlowNode => ({ id, type, position: { x: column * 300, y: row * 250 }, data });

const edge = (source: string, target: string, sourceHandle: string | null = null): FlowEdge => ({
  id: `${source}:${sourceHandle ?? 'next'}->${target}`,
  source,
  sourceHandle,
  target,
});

// ——— Identify caller: asks for the customer number and looks it up (a subflow). ———

export const IDENTIFY_CALLER_ID = 'flow-identify-caller';

function identifyCaller(): Graph {
  return {
    nodes: [
      node('start', 'start', 0, 0),
      node('ask_customer_number', 'ask', 1, 0, {
        prompts: say5(
          'Bitte nennen Sie mir Ihre Kundennummer.',
          'Please tell me your customer number.',
          'お客様番号をお知らせください。',
          'Veuillez m’indiquer votre numéro client.',
          'Mi dica il suo numero cliente, per favore.',
        ),
        noInputPrompts: say5(
          'Ich habe Sie nicht verstanden. Bitte nennen oder tippen Sie Ihre Kundennummer.',
          'Sorry, I didn’t catch that. Please say or key in your customer number.',
          '聞き取れませんでした。お客様番号をお話しいただくか、ダイヤルで入力してください。',
          'Je n’ai pas compris. Veuillez dire ou taper votre numéro client.',
          'Non ho capito. Mi dica o digiti il suo numero cliente, per favore.',
        ),
        slot: 'customer_number',
        entity: '@sys.number',
        retries: 2,
      }),
      node('api_lookup_customer', 'apiCall', 2, 0, {
        label: 'Look up customer',
        integration: 'crm',
        method: 'GET',
        path: '/customers/{customer_number}',
        timeoutMs: 3000,
      }),
      node('set_identified', 'setSlot', 3, -1, { slot: 'caller_identified', value: 'yes' }),
      node('say_not_found', 'say', 3, 1, {
        texts: say5(
          'Zu dieser Kundennummer habe ich leider nichts gefunden.',
          'Sorry, I could not find that customer number.',
          '申し訳ありません。そのお客様番号は見つかりませんでした。',
          'Désolé, je n’ai pas trouvé ce numéro client.',
          'Mi dispiace, non ho trovato questo numero cliente.',
        ),
      }),
      node('end_identified', 'end', 4, -1, { outcome: 'contained' }),
      node('set_not_identified', 'setSlot', 4, 1, { slot: 'caller_identified', value: 'no' }),
      node('end_not_identified', 'end', 5, 1, { outcome: 'contained' }),
    ],
    edges: [
      edge('start', 'ask_customer_number'),
      edge('ask_customer_number', 'api_lookup_customer'),
      edge('api_lookup_customer', 'set_identified', 'success'),
      edge('api_lookup_customer', 'say_not_found', 'error'),
      edge('api_lookup_customer', 'say_not_found', 'timeout'),
      edge('set_identified', 'end_identified'),
      edge('say_not_found', 'set_not_identified'),
      edge('set_not_identified', 'end_not_identified'),
    ],
  };
}

// ——— Password reset: identifies the caller (subflow), then sends a reset link. ———

/**
 * The draft offers a text message or an e-mail; the published version 1 only text messages
 * and greeted differently: the changes a colleague made since.
 */
function passwordReset(withEmail: boolean): Graph {
  const welcome = withEmail
    ? say5(
        'Ich helfe Ihnen gern, Ihr Passwort zurückzusetzen. Zuerst muss ich wissen, wer Sie sind.',
        'I can help you reset your password. First I need to know who you are.',
        'パスワードの再設定をお手伝いします。まず、ご本人確認をさせてください。',
        'Je peux vous aider à réinitialiser votre mot de passe. Je dois d’abord savoir qui vous êtes.',
        'Posso aiutarla a reimpostare la password. Prima devo sapere chi è.',
      )
    : say5(
        'Willkommen beim Passwort-Service.',
        'Welcome to the password service.',
        'パスワードサービスへようこそ。',
        'Bienvenue au service des mots de passe.',
        'Benvenuto nel servizio password.',
      );
  const channelPrompt = withEmail
    ? say5(
        'Wohin sollen wir den Link senden? Sagen oder drücken Sie 1 für SMS oder 2 für E-Mail.',
        'Where should we send the reset link? Say or press 1 for a text message or 2 for e-mail.',
        '再設定用リンクの送信先を選んでください。SMSは1、メールは2を押すか、お話しください。',
        'Où devons-nous envoyer le lien ? Dites ou tapez 1 pour un SMS ou 2 pour un e-mail.',
        'Dove dobbiamo inviare il link? Dica o prema 1 per un SMS o 2 per un’e-mail.',
      )
    : say5(
        'Wir senden Ihnen den Link per SMS. Drücken Sie 1, um fortzufahren.',
        'We will send the link by text message. Press 1 to continue.',
        'リンクをSMSでお送りします。続けるには1を押してください。',
        'Nous vous envoyons le lien par SMS. Tapez 1 pour continuer.',
        'Le inviamo il link via SMS. Prema 1 per continuare.',
      );
  return {
    nodes: [
      node('start', 'start', 0, 0),
      node('say_welcome', 'say', 1, 0, { texts: welcome }),
      node('sub_identify', 'subflow', 2, 0, {
        label: 'Identify caller',
        flowId: IDENTIFY_CALLER_ID,
        inputs: {},
        outputs: { customer_number: 'customer_number', caller_identified: 'caller_identified' },
      }),
      node('check_identified', 'condition', 3, 0, {
        rules: [{ id: 'identified', slot: 'caller_identified', operator: 'equals', value: 'yes' }],
      }),
      node('say_verified', 'say', 4, 0, {
        texts: say5(
          'Danke, die Kundennummer {customer_number} ist bestätigt.',
          'Thank you, customer number {customer_number} is confirmed.',
          'ありがとうございます。お客様番号 {customer_number} を確認しました。',
          'Merci, le numéro client {customer_number} est confirmé.',
          'Grazie, il numero cliente {customer_number} è confermato.',
        ),
      }),
      node('say_not_identified', 'say', 4, 2, {
        texts: say5(
          'Ohne Kundennummer kann ich Ihr Passwort nicht zurücksetzen. Ich verbinde Sie mit einem Mitarbeiter.',
          'Without a customer number I cannot reset your password. I’ll put you through to a colleague.',
          'お客様番号がないとパスワードを再設定できません。担当者におつなぎします。',
          'Sans numéro client, je ne peux pas réinitialiser votre mot de passe. Je vous passe un conseiller.',
          'Senza numero cliente non posso reimpostare la password. La metto in contatto con un operatore.',
        ),
      }),
      node('ask_channel', 'ask', 5, 0, {
        prompts: channelPrompt,
        ...(withEmail
          ? {
              noMatchPrompts: say5(
                'Bitte sagen oder drücken Sie 1 oder 2.',
                'Please say or press 1 or 2.',
                '1または2を押すか、お話しください。',
                'Veuillez dire ou taper 1 ou 2.',
                'Dica o prema 1 oppure 2, per favore.',
              ),
            }
          : {}),
        slot: 'reset_channel',
        entity: '@sys.number',
        retries: 2,
      }),
      node('check_channel', 'condition', 6, 0, {
        rules: [
          { id: 'sms', slot: 'reset_channel', operator: 'equals', value: '1' },
          ...(withEmail
            ? [{ id: 'email', slot: 'reset_channel', operator: 'equals' as const, value: '2' }]
            : []),
        ],
      }),
      node('set_sms', 'setSlot', 7, -1, { slot: 'delivery', value: 'sms' }),
      ...(withEmail
        ? [node('set_email', 'setSlot', 7, 0, { slot: 'delivery', value: 'email' })]
        : []),
      node('api_send_link', 'apiCall', 8, 0, {
        label: 'Send reset link',
        integration: 'identity',
        method: 'POST',
        path: '/customers/{customer_number}/password-resets',
        timeoutMs: 5000,
      }),
      node('say_link_sent', 'say', 9, -1, {
        texts: say5(
          'Der Link ist unterwegs. Er ist 24 Stunden gültig.',
          'The link is on its way. It is valid for 24 hours.',
          'リンクを送信しました。有効期限は24時間です。',
          'Le lien est en route. Il est valable 24 heures.',
          'Il link è in arrivo. È valido 24 ore.',
        ),
      }),
      node('say_send_failed', 'say', 9, 1, {
        texts: say5(
          'Der Link konnte gerade nicht gesendet werden.',
          'The link could not be sent just now.',
          'ただいまリンクを送信できませんでした。',
          'Le lien n’a pas pu être envoyé pour le moment.',
          'Al momento non è stato possibile inviare il link.',
        ),
      }),
      node('end_done', 'end', 10, -1, { outcome: 'contained' }),
      node('handover_agent', 'handover', 10, 1, { label: 'Support desk', target: 'support-desk' }),
    ],
    edges: [
      edge('start', 'say_welcome'),
      edge('say_welcome', 'sub_identify'),
      edge('sub_identify', 'check_identified'),
      edge('check_identified', 'say_verified', 'identified'),
      edge('check_identified', 'say_not_identified', 'else'),
      edge('say_verified', 'ask_channel'),
      edge('say_not_identified', 'handover_agent'),
      edge('ask_channel', 'check_channel'),
      edge('check_channel', 'set_sms', 'sms'),
      ...(withEmail ? [edge('check_channel', 'set_email', 'email')] : []),
      edge('check_channel', 'handover_agent', 'else'),
      edge('set_sms', 'api_send_link'),
      ...(withEmail ? [edge('set_email', 'api_send_link')] : []),
      edge('api_send_link', 'say_link_sent', 'success'),
      edge('api_send_link', 'say_send_failed', 'error'),
      edge('api_send_link', 'say_send_failed', 'timeout'),
      edge('say_link_sent', 'end_done'),
      edge('say_send_failed', 'handover_agent'),
    ],
  };
}

// ——— Order status: the order number, a look-up, what the shop says. ———

/** Version 1 handed a slow shop system straight to an agent; version 2 explains it first. */
function orderStatus(explainsTimeout: boolean): Graph {
  return {
    nodes: [
      node('start', 'start', 0, 0),
      node('say_welcome', 'say', 1, 0, {
        texts: say5(
          'Willkommen bei der Bestell-Hotline.',
          'Welcome to the order hotline.',
          '注文ホットラインへようこそ。',
          'Bienvenue sur la ligne des commandes.',
          'Benvenuto nella linea ordini.',
        ),
      }),
      node('ask_order_number', 'ask', 2, 0, {
        prompts: say5(
          'Wie lautet Ihre Bestellnummer? Sie steht in Ihrer Bestellbestätigung.',
          'What is your order number? You will find it in your order confirmation.',
          'ご注文番号を教えてください。注文確認メールに記載されています。',
          'Quel est votre numéro de commande ? Il figure dans votre confirmation de commande.',
          'Qual è il suo numero d’ordine? Lo trova nella conferma d’ordine.',
        ),
        noInputPrompts: say5(
          'Ich habe nichts gehört. Bitte nennen Sie Ihre Bestellnummer.',
          'I didn’t hear anything. Please tell me your order number.',
          'お声が聞こえませんでした。ご注文番号をお話しください。',
          'Je n’ai rien entendu. Veuillez me donner votre numéro de commande.',
          'Non ho sentito nulla. Mi dica il suo numero d’ordine, per favore.',
        ),
        slot: 'order_number',
        entity: 'order_number',
        retries: 2,
      }),
      node('check_order_number', 'condition', 3, 0, {
        rules: [{ id: 'missing', slot: 'order_number', operator: 'isEmpty', value: '' }],
      }),
      node('say_no_number', 'say', 4, 2, {
        texts: say5(
          'Ohne Bestellnummer kann ich leider nicht weiterhelfen. Auf Wiederhören!',
          'Without an order number I cannot help, sorry. Goodbye!',
          'ご注文番号がないとお調べできません。失礼いたします。',
          'Sans numéro de commande, je ne peux pas vous aider. Au revoir !',
          'Senza numero d’ordine non posso aiutarla. Arrivederci!',
        ),
      }),
      node('api_order', 'apiCall', 4, 0, {
        label: 'Look up order',
        integration: 'shop',
        method: 'GET',
        path: '/orders/{order_number}',
        timeoutMs: 4000,
      }),
      node('end_abandoned', 'end', 5, 2, { outcome: 'abandoned' }),
      node('say_status', 'say', 5, -1, {
        texts: say5(
          'Ihre Bestellung {order_number} ist verschickt und kommt in zwei bis drei Werktagen an.',
          'Your order {order_number} has been shipped and will arrive in two to three working days.',
          'ご注文 {order_number} は発送済みで、2〜3営業日でお届けします。',
          'Votre commande {order_number} a été expédiée et arrivera sous deux à trois jours ouvrés.',
          'Il suo ordine {order_number} è stato spedito e arriverà in due o tre giorni lavorativi.',
        ),
      }),
      node('say_not_found', 'say', 5, 0, {
        texts: say5(
          'Zur Bestellnummer {order_number} habe ich nichts gefunden.',
          'I could not find an order with the number {order_number}.',
          '注文番号 {order_number} のご注文は見つかりませんでした。',
          'Je n’ai trouvé aucune commande portant le numéro {order_number}.',
          'Non ho trovato nessun ordine con il numero {order_number}.',
        ),
      }),
      ...(explainsTimeout
        ? [
            node('say_system_slow', 'say', 5, 1, {
              texts: say5(
                'Unser Bestellsystem antwortet gerade nicht.',
                'Our order system is not responding right now.',
                'ただいま注文システムが応答していません。',
                'Notre système de commandes ne répond pas pour le moment.',
                'Il nostro sistema ordini al momento non risponde.',
              ),
            }),
          ]
        : []),
      node('ask_more', 'ask', 6, -1, {
        prompts: say5(
          'Kann ich sonst noch helfen? Drücken oder sagen Sie 1 für Ja oder 2 für Nein.',
          'Can I help you with anything else? Press or say 1 for yes or 2 for no.',
          'ほかにご用件はございますか？はいは1、いいえは2を押すか、お話しください。',
          'Puis-je vous aider pour autre chose ? Tapez ou dites 1 pour oui ou 2 pour non.',
          'Posso aiutarla in altro? Prema o dica 1 per sì o 2 per no.',
        ),
        slot: 'more_help',
        entity: '@sys.number',
        retries: 1,
      }),
      node('check_more', 'condition', 7, -1, {
        rules: [{ id: 'yes', slot: 'more_help', operator: 'equals', value: '1' }],
      }),
      node('say_goodbye', 'say', 8, -1, {
        texts: say5(
          'Vielen Dank für Ihren Anruf. Auf Wiederhören!',
          'Thank you for calling. Goodbye!',
          'お電話ありがとうございました。失礼いたします。',
          'Merci de votre appel. Au revoir !',
          'Grazie per la chiamata. Arrivederci!',
        ),
      }),
      node('handover_agent', 'handover', 8, 1, { label: 'Order team', target: 'order-team' }),
      node('end_contained', 'end', 9, -1, { outcome: 'contained' }),
    ],
    edges: [
      edge('start', 'say_welcome'),
      edge('say_welcome', 'ask_order_number'),
      edge('ask_order_number', 'check_order_number'),
      edge('check_order_number', 'say_no_number', 'missing'),
      edge('check_order_number', 'api_order', 'else'),
      edge('say_no_number', 'end_abandoned'),
      edge('api_order', 'say_status', 'success'),
      edge('api_order', 'say_not_found', 'error'),
      explainsTimeout
        ? edge('api_order', 'say_system_slow', 'timeout')
        : edge('api_order', 'handover_agent', 'timeout'),
      ...(explainsTimeout ? [edge('say_system_slow', 'handover_agent')] : []),
      edge('say_status', 'ask_more'),
      edge('say_not_found', 'handover_agent'),
      edge('ask_more', 'check_more'),
      edge('check_more', 'handover_agent', 'yes'),
      edge('check_more', 'say_goodbye', 'else'),
      edge('say_goodbye', 'end_contained'),
    ],
  };
}

// ——— Appointment booking: a day, a time of day, a free slot, a confirmation. ———

function appointmentBooking(): Graph {
  return {
    nodes: [
      node('start', 'start', 0, 0),
      node('say_welcome', 'say', 1, 0, {
        texts: say5(
          'Hallo! Ich buche gern einen Termin in unserem Servicecenter für Sie.',
          'Hello! I can book an appointment at our service centre for you.',
          'こんにちは！サービスセンターのご予約をお取りします。',
          'Bonjour ! Je peux vous réserver un rendez-vous dans notre centre de service.',
          'Salve! Posso prenotarle un appuntamento presso il nostro centro assistenza.',
        ),
      }),
      node('ask_date', 'ask', 2, 0, {
        prompts: say5(
          'Für welchen Tag möchten Sie einen Termin?',
          'Which day would you like an appointment on?',
          'ご希望の日にちはいつですか？',
          'Pour quel jour souhaitez-vous un rendez-vous ?',
          'Per quale giorno desidera un appuntamento?',
        ),
        slot: 'date',
        entity: '@sys.date',
        retries: 2,
      }),
      node('ask_time_of_day', 'ask', 3, 0, {
        prompts: say5(
          'Lieber vormittags oder nachmittags? Schreiben Sie 1 für vormittags oder 2 für nachmittags.',
          'Morning or afternoon? Type 1 for the morning or 2 for the afternoon.',
          '午前と午後のどちらがよろしいですか？午前は1、午後は2を入力してください。',
          'Plutôt le matin ou l’après-midi ? Tapez 1 pour le matin ou 2 pour l’après-midi.',
          'Preferisce la mattina o il pomeriggio? Scriva 1 per la mattina o 2 per il pomeriggio.',
        ),
        slot: 'time_of_day',
        entity: '@sys.number',
        retries: 2,
      }),
      node('check_time_of_day', 'condition', 4, 0, {
        rules: [
          { id: 'morning', slot: 'time_of_day', operator: 'equals', value: '1' },
          { id: 'afternoon', slot: 'time_of_day', operator: 'equals', value: '2' },
        ],
      }),
      node('set_morning', 'setSlot', 5, -1, { slot: 'appointment_time', value: '09:00' }),
      node('set_afternoon', 'setSlot', 5, 0, { slot: 'appointment_time', value: '14:00' }),
      node('say_invalid_time', 'say', 5, 1, {
        texts: say5(
          'Das habe ich leider nicht verstanden.',
          'Sorry, I did not understand that.',
          '申し訳ありません、よく分かりませんでした。',
          'Désolé, je n’ai pas compris.',
          'Mi scusi, non ho capito.',
        ),
      }),
      node('api_check_availability', 'apiCall', 6, 0, {
        label: 'Check availability',
        integration: 'calendar',
        method: 'GET',
        path: '/availability?date={date}&time={appointment_time}',
        timeoutMs: 3000,
      }),
      node('ask_confirm', 'ask', 7, -1, {
        prompts: say5(
          'Am {date} um {appointment_time} ist noch frei. Soll ich den Termin buchen? 1 für Ja, 2 für Nein.',
          '{date} at {appointment_time} is available. Shall I book it? 1 for yes, 2 for no.',
          '{date} の {appointment_time} に空きがあります。予約しますか？はいは1、いいえは2です。',
          'Le {date} à {appointment_time}, c’est libre. Dois-je réserver ? 1 pour oui, 2 pour non.',
          'Il {date} alle {appointment_time} è libero. Prenoto? 1 per sì, 2 per no.',
        ),
        slot: 'confirmed',
        entity: '@sys.number',
        retries: 1,
      }),
      node('say_taken', 'say', 7, 0, {
        texts: say5(
          'Dieser Termin ist leider schon vergeben. Bitte wählen Sie einen anderen Tag.',
          'That slot is already taken. Please choose another day.',
          'その時間はすでに予約が入っています。別の日をお選びください。',
          'Ce créneau est déjà pris. Veuillez choisir un autre jour.',
          'Questo orario è già occupato. Scelga un altro giorno, per favore.',
        ),
      }),
      node('say_booking_failed', 'say', 7, 1, {
        texts: say5(
          'Unser Kalender ist gerade nicht erreichbar.',
          'Our calendar cannot be reached right now.',
          'ただいま予約カレンダーに接続できません。',
          'Notre agenda est injoignable pour le moment.',
          'Il nostro calendario al momento non è raggiungibile.',
        ),
      }),
      node('check_confirm', 'condition', 8, -1, {
        rules: [{ id: 'yes', slot: 'confirmed', operator: 'equals', value: '1' }],
      }),
      node('api_book', 'apiCall', 9, -1, {
        label: 'Book appointment',
        integration: 'calendar',
        method: 'POST',
        path: '/appointments',
        timeoutMs: 5000,
      }),
      node('say_not_booked', 'say', 9, -2, {
        texts: say5(
          'In Ordnung, ich buche nichts. Bis bald!',
          'All right, I won’t book anything. See you soon!',
          'かしこまりました。予約は行いません。またのご利用をお待ちしております。',
          'D’accord, je ne réserve rien. À bientôt !',
          'D’accordo, non prenoto nulla. A presto!',
        ),
      }),
      node('say_booked', 'say', 10, -1, {
        texts: say5(
          'Ihr Termin am {date} um {appointment_time} ist gebucht. Die Bestätigung kommt per E-Mail.',
          'Your appointment on {date} at {appointment_time} is booked. The confirmation is on its way by e-mail.',
          '{date} {appointment_time} のご予約を承りました。確認メールをお送りします。',
          'Votre rendez-vous du {date} à {appointment_time} est réservé. La confirmation arrive par e-mail.',
          'Il suo appuntamento del {date} alle {appointment_time} è prenotato. La conferma arriverà via e-mail.',
        ),
      }),
      node('end_not_booked', 'end', 10, -2, { outcome: 'contained' }),
      node('handover_agent', 'handover', 10, 1, {
        label: 'Service centre',
        target: 'service-centre',
      }),
      node('end_booked', 'end', 11, -1, { outcome: 'contained' }),
    ],
    edges: [
      edge('start', 'say_welcome'),
      edge('say_welcome', 'ask_date'),
      edge('ask_date', 'ask_time_of_day'),
      edge('ask_time_of_day', 'check_time_of_day'),
      edge('check_time_of_day', 'set_morning', 'morning'),
      edge('check_time_of_day', 'set_afternoon', 'afternoon'),
      edge('check_time_of_day', 'say_invalid_time', 'else'),
      edge('say_invalid_time', 'ask_time_of_day'),
      edge('set_morning', 'api_check_availability'),
      edge('set_afternoon', 'api_check_availability'),
      edge('api_check_availability', 'ask_confirm', 'success'),
      edge('api_check_availability', 'say_taken', 'error'),
      edge('api_check_availability', 'say_booking_failed', 'timeout'),
      edge('say_taken', 'ask_date'),
      edge('ask_confirm', 'check_confirm'),
      edge('check_confirm', 'api_book', 'yes'),
      edge('check_confirm', 'say_not_booked', 'else'),
      edge('api_book', 'say_booked', 'success'),
      edge('api_book', 'say_booking_failed', 'error'),
      edge('api_book', 'say_booking_failed', 'timeout'),
      edge('say_booked', 'end_booked'),
      edge('say_not_booked', 'end_not_booked'),
      edge('say_booking_failed', 'handover_agent'),
    ],
  };
}

// ——— Templates for new flows ———

const TEMPLATE_TEXTS = {
  request: say5(
    'Was kann ich für Sie tun?',
    'What can I do for you?',
    'ご用件をお聞かせください。',
    'Que puis-je faire pour vous ?',
    'Cosa posso fare per lei?',
  ),
  confirm: say5(
    'Sie sagten: {request}. Vielen Dank!',
    'You said: {request}. Thank you!',
    '「{request}」ですね。ありがとうございます。',
    'Vous avez dit : {request}. Merci !',
    'Ha detto: {request}. Grazie!',
  ),
  wantsAgent: say5(
    'Möchten Sie mit einem Mitarbeiter sprechen? Drücken oder sagen Sie 1 für Ja oder 2 für Nein.',
    'Would you like to speak to an agent? Press or say 1 for yes or 2 for no.',
    '担当者とお話しになりますか？はいは1、いいえは2を押すか、お話しください。',
    'Souhaitez-vous parler à un conseiller ? Tapez ou dites 1 pour oui ou 2 pour non.',
    'Desidera parlare con un operatore? Prema o dica 1 per sì o 2 per no.',
  ),
};

/** Only the flow's languages: a text in another one would be noise nobody maintains. */
const inLanguages = (texts: LanguageTexts, languages: Language[]): LanguageTexts =>
  Object.fromEntries(languages.map((language) => [language, texts[language] ?? '']));

/** The graph a new flow starts with; each template validates without problems. */
export function flowFromTemplate(template: FlowTemplate, languages: Language[]): Graph {
  const texts = (key: keyof typeof TEMPLATE_TEXTS) => inLanguages(TEMPLATE_TEXTS[key], languages);
  const end = (row: number, column = 0) =>
    node('end', 'end', row, column, { outcome: 'contained' });
  switch (template) {
    case 'blank':
      return { nodes: [node('start', 'start', 0, 0), end(1)], edges: [edge('start', 'end')] };
    case 'collectAndConfirm':
      return {
        nodes: [
          node('start', 'start', 0, 0),
          node('ask', 'ask', 1, 0, { prompts: texts('request'), slot: 'request', retries: 2 }),
          node('confirm', 'say', 2, 0, { texts: texts('confirm') }),
          end(3),
        ],
        edges: [edge('start', 'ask'), edge('ask', 'confirm'), edge('confirm', 'end')],
      };
    case 'handoverOnRequest':
      return {
        nodes: [
          node('start', 'start', 0, 0),
          node('ask', 'ask', 1, 0, {
            prompts: texts('wantsAgent'),
            slot: 'wants_agent',
            entity: '@sys.number',
            retries: 2,
          }),
          node('condition', 'condition', 2, 0, {
            rules: [{ id: 'agent', slot: 'wants_agent', operator: 'equals', value: '1' }],
          }),
          node('handover', 'handover', 3, -1, { target: 'agents' }),
          end(3, 1),
        ],
        edges: [
          edge('start', 'ask'),
          edge('ask', 'condition'),
          edge('condition', 'handover', 'agent'),
          edge('condition', 'end', 'else'),
        ],
      };
  }
}

// ——— The seed ———

interface Seeded {
  id: string;
  name: string;
  botId: string;
  draft: Graph;
  /** Oldest first: the draft version each was published from, when, by whom, why. */
  published: { graph: Graph; draftVersion: number; at: number; by: string; notes: string }[];
  version: number;
  updatedAt: number;
  updatedBy: string;
  /** Saves since the last publication (or since creation, before the first). */
  unpublishedSaves: number;
}

/**
 * Four flows, one per bot and a subflow: Password reset (bot-default) was published and has been
 * changed since by a colleague of the signed-in person; Order status (bot-service-hotline) is
 * published as it is; Appointment booking (bot-web-assistant) was never published; Identify
 * caller (bot-default) is published and used by Password reset. All of them are sound.
 */
export function createFlowSeed(now: number, editor: string, admin: string): FlowSeed {
  const ago = (days: number, hours = 0) => now - days * DAY_MS - hours * 3_600_000;
  const seeded: Seeded[] = [
    {
      id: IDENTIFY_CALLER_ID,
      name: 'Identify caller',
      botId: 'bot-default',
      draft: identifyCaller(),
      published: [
        {
          graph: identifyCaller(),
          draftVersion: 2,
          at: ago(20),
          by: admin,
          notes: 'Customer look-up in the CRM.',
        },
      ],
      version: 2,
      updatedAt: ago(20, 2),
      updatedBy: editor,
      unpublishedSaves: 0,
    },
    {
      id: 'flow-password-reset',
      name: 'Password reset',
      botId: 'bot-default',
      draft: passwordReset(true),
      published: [
        {
          graph: passwordReset(false),
          draftVersion: 2,
          at: ago(12),
          by: admin,
          notes: 'Reset links by text message.',
        },
      ],
      version: 5,
      updatedAt: ago(0, 5),
      updatedBy: editor,
      unpublishedSaves: 3,
    },
    {
      id: 'flow-order-status',
      name: 'Order status',
      botId: 'bot-service-hotline',
      draft: orderStatus(true),
      published: [
        {
          graph: orderStatus(false),
          draftVersion: 2,
          at: ago(30),
          by: admin,
          notes: 'First version.',
        },
        {
          graph: orderStatus(true),
          draftVersion: 4,
          at: ago(6),
          by: admin,
          notes: 'Explain a slow shop system before handing over.',
        },
      ],
      version: 4,
      updatedAt: ago(6, 1),
      updatedBy: editor,
      unpublishedSaves: 0,
    },
    {
      id: 'flow-appointment-booking',
      name: 'Appointment booking',
      botId: 'bot-web-assistant',
      draft: appointmentBooking(),
      published: [],
      version: 3,
      updatedAt: ago(1, 3),
      updatedBy: editor,
      unpublishedSaves: 2,
    },
  ];
  const flows = seeded.map((flow): Flow => ({
    id: flow.id,
    name: flow.name,
    botId: flow.botId,
    languages: [...ALL_LANGUAGES],
    status:
      flow.published.length === 0 ? 'draft' : flow.unpublishedSaves > 0 ? 'changed' : 'published',
    publishedVersion: flow.published.length || null,
    unpublishedChanges: {
      count: flow.unpublishedSaves,
      authors: flow.unpublishedSaves > 0 ? [flow.updatedBy] : [],
    },
    ...flow.draft,
    version: flow.version,
    updatedAt: iso(flow.updatedAt),
    updatedBy: flow.updatedBy,
  }));
  const flowVersions = Object.fromEntries(
    seeded.map((flow) => [
      flow.id,
      flow.published
        .map((version, index): FlowVersion => ({
          id: `${flow.id}-v${index + 1}`,
          number: index + 1,
          notes: version.notes,
          publishedAt: iso(version.at),
          publishedBy: version.by,
          draftVersion: version.draftVersion,
          tests: null,
          name: flow.name,
          ...version.graph,
        }))
        .reverse(),
    ]),
  );
  return { flows, flowVersions };
}

/** The languages a new flow speaks (see ALL_LANGUAGES). */
export const newFlowLanguages = (): Language[] => [...ALL_LANGUAGES];
