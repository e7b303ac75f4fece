/** Refusals of requests the server cannot read at all (before any feature sees them), and of an overloaded server. */
export const requestMessages = {
  uz: {
    body_too_deep: "So'rov tanasi juda chuqur joylashtirilgan",
    malformed_multipart: "Fayl yuborish so'rovi buzilgan. Faylni qayta yuklang",
    malformed_url: "So'rov manzili noto'g'ri",
    server_busy: "Server hozir band. Birozdan so'ng qayta urinib ko'ring",
  },
  ru: {
    body_too_deep: 'Слишком глубокая вложенность в теле запроса',
    malformed_multipart: 'Запрос с файлом повреждён. Загрузите файл ещё раз',
    malformed_url: 'Неверный адрес запроса',
    server_busy: 'Сервер сейчас перегружен. Повторите попытку чуть позже',
  },
  en: {
    body_too_deep: 'The request body is nested too deeply',
    malformed_multipart: 'The file upload request is damaged. Please upload the file again',
    malformed_url: 'The request address is malformed',
    server_busy: 'The server is busy. Please try again shortly',
  },
} as const;
