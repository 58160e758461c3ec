/** The poster's words in the 15 languages (the caller's language, English when unknown). */
export const POSTER_TEXT: Readonly<Record<string, { title: string; subtitle: string }>> = {
  en: { title: 'Join me on Candor', subtitle: 'Scan the code or open the link to register' },
  zh: { title: '和我一起加入 Candor', subtitle: '扫码或打开链接即可注册' },
  tw: { title: '和我一起加入 Candor', subtitle: '掃碼或開啟連結即可註冊' },
  jp: { title: 'Candor に参加しよう', subtitle: 'コードを読み取るかリンクを開いて登録' },
  kr: { title: 'Candor에 함께해요', subtitle: '코드를 스캔하거나 링크를 열어 가입하세요' },
  vn: { title: 'Tham gia Candor cùng tôi', subtitle: 'Quét mã hoặc mở liên kết để đăng ký' },
  hi: { title: 'मेरे साथ Candor से जुड़ें', subtitle: 'पंजीकरण के लिए कोड स्कैन करें या लिंक खोलें' },
  id: { title: 'Bergabunglah di Candor', subtitle: 'Pindai kode atau buka tautan untuk mendaftar' },
  ms: { title: 'Sertai saya di Candor', subtitle: 'Imbas kod atau buka pautan untuk mendaftar' },
  de: { title: 'Komm mit zu Candor', subtitle: 'Code scannen oder Link öffnen, um dich zu registrieren' },
  th: { title: 'มาร่วม Candor กับฉัน', subtitle: 'สแกนโค้ดหรือเปิดลิงก์เพื่อลงทะเบียน' },
  pt: { title: 'Junte-se a mim na Candor', subtitle: 'Escaneie o código ou abra o link para se cadastrar' },
  fr: { title: 'Rejoignez-moi sur Candor', subtitle: 'Scannez le code ou ouvrez le lien pour vous inscrire' },
  ru: { title: 'Присоединяйтесь к Candor', subtitle: 'Отсканируйте код или откройте ссылку для регистрации' },
  esp: { title: 'Únete a Candor conmigo', subtitle: 'Escanea el código o abre el enlace para registrarte' },
};
