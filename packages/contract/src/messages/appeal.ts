/** Messages of appeals (issue 14, item 6). */
export const appealMessages = {
  uz: {
    appeal_text_required: 'Apellyatsiya matnini yozing',
    appeal_answer_required: 'Javob matnini yozing',
    appeal_text_too_long: 'Matn 2000 belgidan oshmasin',
    appeal_not_eligible:
      "Apellyatsiya faqat arizasi rad etilgan yoki imtihon natijasiga ko'ra tavsiya etilmagan abituriyentlar uchun",
    appeal_already_sent: 'Siz apellyatsiyani allaqachon yuborgansiz',
    appeal_not_found: 'Apellyatsiya topilmadi',
    appeal_already_answered: 'Apellyatsiyaga allaqachon javob berilgan',
    appeal_file_required: 'PDF faylni tanlang',
    appeal_file_not_pdf: 'Faqat PDF fayl yuklang',
    appeal_file_too_large: 'Fayl hajmi 5 MB dan oshmasin',
  },
  ru: {
    appeal_text_required: 'Напишите текст апелляции',
    appeal_answer_required: 'Напишите текст ответа',
    appeal_text_too_long: 'Текст не длиннее 2000 символов',
    appeal_not_eligible:
      'Апелляцию может подать только абитуриент, чьё заявление отклонено или кто не рекомендован по итогам экзамена',
    appeal_already_sent: 'Вы уже подали апелляцию',
    appeal_not_found: 'Апелляция не найдена',
    appeal_already_answered: 'На апелляцию уже дан ответ',
    appeal_file_required: 'Выберите PDF-файл',
    appeal_file_not_pdf: 'Загрузите только PDF-файл',
    appeal_file_too_large: 'Файл не больше 5 МБ',
  },
  en: {
    appeal_text_required: 'Write the text of the appeal',
    appeal_answer_required: 'Write the answer',
    appeal_text_too_long: 'At most 2,000 characters',
    appeal_not_eligible:
      'Only an applicant whose application was rejected or who was not recommended after the exam may appeal',
    appeal_already_sent: 'You have already sent an appeal',
    appeal_not_found: 'Appeal not found',
    appeal_already_answered: 'The appeal has already been answered',
    appeal_file_required: 'Choose a PDF file',
    appeal_file_not_pdf: 'Upload a PDF file only',
    appeal_file_too_large: 'The file must be at most 5 MB',
  },
};
