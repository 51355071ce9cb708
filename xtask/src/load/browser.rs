//! The players' browser without JavaScript: one kept-alive connection and
//! its session's cookies, HTTP/1.1 written and read by hand. The generator
//! shares the cores with the server it measures, and reqwest took about
//! 1 ms of CPU for each move round trip, as much as the server did.

use super::REQUEST_TIMEOUT;
use std::fmt::Write as _;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A browser of its own session: the cookies the server set, sent back.
pub(super) struct Browser {
    /// `host:port`, to connect to and to name in `Host`.
    host: String,
    /// What a same-site form sends as its Origin.
    origin: String,
    /// `name=value` of each cookie the server set.
    cookies: Vec<String>,
    connection: Option<TcpStream>,
    /// What was read of the current answer.
    read: Vec<u8>,
    /// Games this browser started: Kalah and Oware take turns.
    games_started: u64,
}

/// An answer: its status, its Location and its body.
struct Answer {
    status: u16,
    location: Option<String>,
    body: Vec<u8>,
}

/// How an exchange failed, in the words `client::failure` uses.
enum Failure {
    /// A kept-alive connection the server had closed: worth one retry.
    Closed,
    Connect,
    Body,
    Transport,
}

impl Browser {
    /// A new session's browser for the server at `base` (`http://host:port`).
    pub(super) fn new(base: &str) -> Result<Browser, String> {
        let origin = base.trim_end_matches('/');
        let host = origin
            .strip_prefix("http://")
            .ok_or_else(|| format!("{base}: the load generator speaks only http://"))?;
        Ok(Browser {
            host: host.to_string(),
            origin: origin.to_string(),
            games_started: 0,
            cookies: Vec::new(),
            connection: None,
            read: Vec::with_capacity(64 * 1024),
        })
    }

    /// Another tab of the same session, on a connection of its own.
    pub(super) fn another_tab(&self) -> Browser {
        Browser {
            host: self.host.clone(),
            origin: self.origin.clone(),
            cookies: self.cookies.clone(),
            connection: None,
            read: Vec::with_capacity(64 * 1024),
            games_started: self.games_started,
        }
    }

    /// GETs `path` and reads the whole body; only a 200 counts.
    pub(super) async fn get(&mut self, path: &str, label: &str) -> Result<String, String> {
        let answer = self.send("GET", path, None, label).await?;
        if answer.status != 200 {
            return Err(format!("{label}: status {}", answer.status));
        }
        String::from_utf8(answer.body).map_err(|_| format!("{label}: broken body"))
    }

    /// POSTs a form and returns the 303's Location.
    pub(super) async fn post(
        &mut self,
        path: &str,
        form: &[(&str, &str)],
    ) -> Result<String, String> {
        let label = format!("POST {path}");
        let answer = self.send("POST", path, Some(&encode(form)), &label).await?;
        if answer.status != 303 {
            return Err(format!("{label}: status {}", answer.status));
        }
        answer
            .location
            .ok_or_else(|| format!("{label}: 303 without Location"))
    }

    /// Starts a game against Medium, Kalah and Oware by turns; returns its
    /// path, `/game/<id>`.
    pub(super) async fn new_game(&mut self) -> Result<String, String> {
        self.games_started += 1;
        let game = if self.games_started.is_multiple_of(2) {
            "oware"
        } else {
            "kalah"
        };
        let form = [
            ("game", game),
            ("opponent", "computer"),
            ("level", "medium"),
            ("seat", "1"),
        ];
        let location = self.post("/api/new-game", &form).await?;
        let id = location.strip_prefix("/game/").unwrap_or_default();
        if id.len() == 32 && id.bytes().all(|byte| byte.is_ascii_hexdigit()) {
            Ok(location)
        } else {
            Err("POST /api/new-game: redirected elsewhere".to_string())
        }
    }

    async fn send(
        &mut self,
        method: &str,
        path: &str,
        form: Option<&str>,
        label: &str,
    ) -> Result<Answer, String> {
        let request = self.request(method, path, form);
        let exchange = async {
            match self.exchange(&request).await {
                // The server closed the kept-alive connection before
                // reading this request: it did nothing with it.
                Err(Failure::Closed) => self.exchange(&request).await,
                other => other,
            }
        };
        let failure = match tokio::time::timeout(REQUEST_TIMEOUT, exchange).await {
            Ok(Ok(answer)) => return Ok(answer),
            Ok(Err(failure)) => failure,
            Err(_) => {
                self.connection = None;
                return Err(format!("{label}: timeout"));
            }
        };
        self.connection = None;
        let kind = match failure {
            Failure::Connect => "cannot connect",
            Failure::Body => "broken body",
            Failure::Closed | Failure::Transport => "transport error",
        };
        Err(format!("{label}: {kind}"))
    }

    fn request(&self, method: &str, path: &str, form: Option<&str>) -> Vec<u8> {
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nAccept: text/html\r\nOrigin: {}\r\n",
            self.host, self.origin
        );
        if !self.cookies.is_empty() {
            let _ = write!(head, "Cookie: {}\r\n", self.cookies.join("; "));
        }
        match form {
            Some(form) => {
                let _ = write!(
                    head,
                    "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{form}",
                    form.len()
                );
            }
            None => head.push_str("\r\n"),
        }
        head.into_bytes()
    }

    /// Writes `request` and reads its answer on the kept-alive connection
    /// (made if there is none).
    async fn exchange(&mut self, request: &[u8]) -> Result<Answer, Failure> {
        let reused = self.connection.is_some();
        let stream = match &mut self.connection {
            Some(stream) => stream,
            None => {
                let stream = TcpStream::connect(&self.host)
                    .await
                    .map_err(|_| Failure::Connect)?;
                stream.set_nodelay(true).map_err(|_| Failure::Connect)?;
                self.connection.insert(stream)
            }
        };
        let closed = if reused {
            Failure::Closed
        } else {
            Failure::Transport
        };
        if stream.write_all(request).await.is_err() {
            self.connection = None;
            return Err(closed);
        }
        let read = &mut self.read;
        read.clear();
        let (status, location, framing, mut at, close, cookies) = loop {
            if stream
                .read_buf(read)
                .await
                .map_err(|_| Failure::Transport)?
                == 0
            {
                return Err(if read.is_empty() {
                    closed
                } else {
                    Failure::Transport
                });
            }
            if let Some(head) = head(read)? {
                break head;
            }
        };
        for cookie in cookies {
            let name = cookie.split('=').next().unwrap_or_default().to_string();
            self.cookies
                .retain(|kept| kept.split('=').next() != Some(name.as_str()));
            if !cookie.ends_with('=') {
                self.cookies.push(cookie);
            }
        }
        let mut body = Vec::new();
        match framing {
            Framing::Length(length) => {
                while read.len() < at + length {
                    if stream.read_buf(read).await.map_err(|_| Failure::Body)? == 0 {
                        return Err(Failure::Body);
                    }
                }
                body.extend_from_slice(&read[at..at + length]);
            }
            Framing::Chunked => loop {
                let Some(end) = find_line(&read[at..]) else {
                    more(stream, read).await?;
                    continue;
                };
                let size = std::str::from_utf8(&read[at..at + end])
                    .ok()
                    .and_then(|line| usize::from_str_radix(line.split(';').next()?.trim(), 16).ok())
                    .ok_or(Failure::Body)?;
                // The chunk, then its CRLF (after the last, empty chunk: the
                // CRLF that ends the message).
                let needed = at + end + 2 + size + 2;
                while read.len() < needed {
                    more(stream, read).await?;
                }
                body.extend_from_slice(&read[at + end + 2..at + end + 2 + size]);
                at = needed;
                if size == 0 {
                    break;
                }
            },
        }
        if close {
            self.connection = None;
        }
        Ok(Answer {
            status,
            location,
            body,
        })
    }
}

/// How an answer's body is delimited.
enum Framing {
    Length(usize),
    Chunked,
}

/// The head read so far, if it is complete: status, Location, framing,
/// where the body starts, whether the server closes the connection, and
/// the `name=value` of each cookie set.
type Head = (u16, Option<String>, Framing, usize, bool, Vec<String>);

fn head(read: &[u8]) -> Result<Option<Head>, Failure> {
    let mut headers = [httparse::EMPTY_HEADER; 32];
    let mut response = httparse::Response::new(&mut headers);
    let httparse::Status::Complete(length) =
        response.parse(read).map_err(|_| Failure::Transport)?
    else {
        return Ok(None);
    };
    let (mut location, mut framing, mut close, mut cookies) =
        (None, Framing::Length(0), false, Vec::new());
    for header in response.headers.iter() {
        let value = std::str::from_utf8(header.value).map_err(|_| Failure::Transport)?;
        match header.name.to_ascii_lowercase().as_str() {
            "location" => location = Some(value.to_string()),
            "content-length" => {
                framing = Framing::Length(value.trim().parse().map_err(|_| Failure::Body)?);
            }
            "transfer-encoding" if value.contains("chunked") => framing = Framing::Chunked,
            "connection" if value.eq_ignore_ascii_case("close") => close = true,
            "set-cookie" => cookies.push(value.split(';').next().unwrap_or_default().to_string()),
            _ => {}
        }
    }
    let status = response.code.ok_or(Failure::Transport)?;
    Ok(Some((status, location, framing, length, close, cookies)))
}

/// Where the first CRLF in `bytes` starts.
fn find_line(bytes: &[u8]) -> Option<usize> {
    bytes.windows(2).position(|pair| pair == b"\r\n")
}

async fn more(stream: &mut TcpStream, read: &mut Vec<u8>) -> Result<(), Failure> {
    match stream.read_buf(read).await {
        Ok(0) | Err(_) => Err(Failure::Body),
        Ok(_) => Ok(()),
    }
}

/// A form as `application/x-www-form-urlencoded`.
fn encode(form: &[(&str, &str)]) -> String {
    let mut encoded = String::new();
    for (index, (name, value)) in form.iter().enumerate() {
        if index > 0 {
            encoded.push('&');
        }
        escape(name, &mut encoded);
        encoded.push('=');
        escape(value, &mut encoded);
    }
    encoded
}

fn escape(text: &str, into: &mut String) {
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'*' => {
                into.push(char::from(byte));
            }
            b' ' => into.push('+'),
            _ => {
                let _ = write!(into, "%{byte:02X}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Browser;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpListener;

    /// Reads one request (head and its Content-Length body) from `stream`.
    async fn request(stream: &mut tokio::net::TcpStream) -> String {
        let mut read = Vec::new();
        loop {
            let text = String::from_utf8_lossy(&read).to_string();
            if let Some(end) = text.find("\r\n\r\n") {
                let length = text
                    .lines()
                    .find_map(|line| line.strip_prefix("Content-Length: "))
                    .map_or(0, |length| length.parse().unwrap());
                if read.len() >= end + 4 + length {
                    return text;
                }
            }
            assert!(
                stream.read_buf(&mut read).await.unwrap() > 0,
                "request cut short"
            );
        }
    }

    #[tokio::test]
    async fn keeps_the_session_cookie_reads_chunked_pages_and_posts_forms() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let server = tokio::spawn(async move {
            let (mut stream, _) = listener.accept().await.unwrap();
            let first = request(&mut stream).await;
            stream
                .write_all(
                    b"HTTP/1.1 303 See Other\r\nlocation: /game/1\r\n\
                      set-cookie: kalah_session=abc; HttpOnly; Path=/\r\ncontent-length: 0\r\n\r\n",
                )
                .await
                .unwrap();
            let second = request(&mut stream).await;
            // The page in two chunks, each arriving on its own.
            stream
                .write_all(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n6\r\n<p>Pit")
                .await
                .unwrap();
            stream
                .write_all(b"\r\n6\r\n 3</p>\r\n0\r\n\r\n")
                .await
                .unwrap();
            (first, second)
        });
        let mut browser = Browser::new(&base).unwrap();
        let form = [("game", "g 1"), ("pit", "3&4")];
        assert_eq!(browser.post("/api/play", &form).await.unwrap(), "/game/1");
        assert_eq!(
            browser.get("/game/1", "GET /game").await.unwrap(),
            "<p>Pit 3</p>"
        );
        let (first, second) = server.await.unwrap();
        assert!(first.starts_with("POST /api/play HTTP/1.1\r\n"), "{first}");
        assert!(first.ends_with("\r\n\r\ngame=g+1&pit=3%264"), "{first}");
        assert!(!first.contains("Cookie:"), "{first}");
        assert!(second.starts_with("GET /game/1 HTTP/1.1\r\n"), "{second}");
        assert!(
            second.contains("\r\nCookie: kalah_session=abc\r\n"),
            "{second}"
        );
    }
}
