// Anchor: Express 5 answering every request with the same small JSON body.
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.use((_req, res) => {
  res.json({ success: true, message: 'hello', items: [1, 2, 3] });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
