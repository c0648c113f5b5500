// Shows the join code of the link the teacher's QR code gives (?class=CODE), as text.
const code = new URLSearchParams(location.search).get('class') ?? '';
document.getElementById('code').textContent = /^[A-Z0-9]{6}$/.test(code) ? code : '(no code in the link)';
