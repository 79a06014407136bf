import type { Phrases } from './types';

export const ja: Phrases = {
  phonePrefix: '+81',
  chatNames: ['haruka', 'takumi', 'mei', 'ren'],
  greeting: 'お電話ありがとうございます。NEOアシスタントです。ご用件をお話しください。',
  requests: {
    'billing.question': [
      '先月の請求書について質問があります。',
      '今月の請求額が高いのはなぜですか？',
    ],
    'order.status': [
      '注文した商品はいつ届きますか？',
      '先週ルーターを注文しましたが、まだ届いていません。',
    ],
    'appointment.book': ['技術者の訪問を予約したいです。', '来週の火曜日に予約できますか？'],
    'password.reset': ['パスワードを忘れました。', 'アカウントにログインできません。'],
    'address.change': ['引っ越したので住所を変更したいです。', '住所の変更をお願いします。'],
    'contract.cancel': [
      '契約を解約したいです。',
      'サブスクリプションをやめる方法を教えてください。',
    ],
  },
  answers: {
    'billing.question': '前回のご請求額は初期費用を含めて4,290円です。',
    'order.status': 'ご注文の商品は発送済みで、2営業日以内にお届けします。',
    'appointment.book': '火曜日の午前10時か、水曜日の午後2時はいかがでしょうか。',
    'password.reset': '登録メールアドレスに再設定用のリンクをお送りしました。',
    'address.change': '新しいご住所と郵便番号をお知らせください。',
    'contract.cancel': 'ご契約は今月末で解約できます。',
  },
  unrecognized: [
    'そちらの天気はどうですか？',
    '隣の犬がずっと吠えています。',
    '荷物がまだ届きません。',
    '請求額が間違っています。',
  ],
  notUnderstood: '申し訳ありません、聞き取れませんでした。別の言い方でお願いできますか？',
  handover: '担当者におつなぎします。少々お待ちください。',
  agentHello: 'カスタマーサポートの佐藤です。ご用件を確認しました。お手伝いします。',
  agentDone: '手続きが完了しました。ほかにご用件はありますか？',
  stillThere: 'もしもし、聞こえますか？',
  thanks: 'ありがとうございます。助かります。',
  goodbye: 'ご利用ありがとうございました。失礼いたします。',
};
