/** The training area's addresses. */
export const TRAIN_PATH = '/train';
export const toIntent = (id: string) => `${TRAIN_PATH}/intents/${encodeURIComponent(id)}`;
export const MODELS_PATH = `${TRAIN_PATH}/models`;
export const INBOX_PATH = `${TRAIN_PATH}/inbox`;
