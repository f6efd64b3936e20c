//! The test set's file: UTF-8 text, a header of one field a line, then one position a line.
//!
//! ```text
//! morris-zero perfect-play test set
//! version 1
//! rules standard 1a2b3c4d5e6f7081        the rules' name and fingerprint (as the tables')
//! made morris testset make ...            the command that made it
//! source 0 alphabeta:depth=3 vs greedy    one line a source, numbered from 0
//! positions 10000
//! checksum 89abcdef                       CRC-32C of the whole file without this line
//! 0<TAB>white d1 d2 ... | white to move<TAB>d<TAB>d1-a1=d d2-d3=l ...
//! ```
//!
//! A position line holds its source's number, the position (`Position::text`), its value
//! under the rules for the side to move (`w`, `d`, `l`) and every legal action with the
//! value it leaves for that side. Reading checks the version, the rules, the checksum, and
//! every line against the rules: the position must parse, its actions must be exactly its
//! legal ones, and its value must be its best action's.

use super::{Labelled, SetError, TestSet};
use crate::game::Position;
use crate::game::{ActionList, Rules, notation};
use crate::tablebase::Wdl;
use crate::tablebase::file::rules_fingerprint;
use std::fmt::Write as _;
use std::path::Path;

/// The format this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// The first line.
pub(super) const MAGIC: &str = "morris-zero perfect-play test set";

/// A set file larger than this is refused unread (the standard game's is a few MB).
const MAX_BYTES: u64 = 256 << 20;

fn letter(value: Wdl) -> char {
    match value {
        Wdl::Win => 'w',
        Wdl::Draw => 'd',
        _ => 'l',
    }
}

fn value_of(text: &str) -> Option<Wdl> {
    match text {
        "w" => Some(Wdl::Win),
        "d" => Some(Wdl::Draw),
        "l" => Some(Wdl::Loss),
        _ => None,
    }
}

impl TestSet {
    /// The set as its file's text (byte for byte the same for the same set).
    #[must_use]
    pub fn to_text(&self) -> String {
        let rules = &self.rules;
        let mut head = format!(
            "{MAGIC}\nversion {FORMAT_VERSION}\nrules {} {:016x}\nmade {}\n",
            rules.name(),
            rules_fingerprint(rules),
            self.made_by.replace('\n', " ")
        );
        for (i, s) in self.sources.iter().enumerate() {
            let _ = writeln!(head, "source {i} {}", s.replace('\n', " "));
        }
        let _ = writeln!(head, "positions {}", self.entries.len());
        let mut body = String::new();
        for e in &self.entries {
            let _ = write!(
                body,
                "{}\t{}\t{}\t",
                e.source,
                e.position.text(rules),
                letter(e.value)
            );
            for (k, &(action, value)) in e.actions.iter().enumerate() {
                let sep = if k == 0 { "" } else { " " };
                let token = notation::format_action(rules.board(), action);
                let _ = write!(body, "{sep}{token}={}", letter(value));
            }
            body.push('\n');
        }
        let sum = crate::checksum::CRC32C.digest();
        let mut sum = sum;
        sum.update(head.as_bytes());
        sum.update(body.as_bytes());
        format!("{head}checksum {:08x}\n{body}", sum.finalize())
    }

    /// Writes the set to `path` (atomically).
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn write(&self, path: &Path) -> Result<(), SetError> {
        crate::atomic_file::write(path, self.to_text().as_bytes()).map_err(|error| SetError::Io {
            path: path.to_path_buf(),
            error,
        })
    }

    /// Reads the set at `path`, for `rules`.
    ///
    /// # Errors
    /// Not a regular file of a set, another version, other rules, a damaged file or line.
    pub fn read(path: &Path, rules: &Rules) -> Result<TestSet, SetError> {
        let io = |error| SetError::Io {
            path: path.to_path_buf(),
            error,
        };
        let meta = std::fs::metadata(path).map_err(io)?;
        if !meta.is_file() {
            return Err(io(std::io::Error::other("not a regular file")));
        }
        if meta.len() > MAX_BYTES {
            return Err(io(std::io::Error::other(format!(
                "{} bytes, more than a test set's {MAX_BYTES}",
                meta.len()
            ))));
        }
        let bytes = std::fs::read(path).map_err(io)?;
        let text =
            String::from_utf8(bytes).map_err(|_| io(std::io::Error::other("not UTF-8 text")))?;
        TestSet::parse(&text, &path.display().to_string(), rules)
    }

    /// Reads a set from its file's `text` (`origin` names it in errors), for `rules`.
    ///
    /// # Errors
    /// As `read`.
    pub fn parse(text: &str, origin: &str, rules: &Rules) -> Result<TestSet, SetError> {
        let lines: Vec<&str> = text.split('\n').collect();
        let head = Header::read(&lines, origin, rules)?;
        // The checksum covers every byte but its own line's.
        let at = head.checksum_line;
        let head_len: usize = lines[..at].iter().map(|l| l.len() + 1).sum();
        let body_start = head_len + lines[at].len() + 1;
        let body = text.get(body_start..).unwrap_or("");
        let mut sum = crate::checksum::CRC32C.digest();
        sum.update(&text.as_bytes()[..head_len]);
        sum.update(body.as_bytes());
        let computed = sum.finalize();
        if head.checksum != format!("{computed:08x}") {
            return Err(SetError::Checksum {
                origin: origin.to_string(),
                stored: head.checksum,
                computed,
            });
        }
        let bad = |line: usize, reason: String| SetError::Line {
            origin: origin.to_string(),
            line,
            reason,
        };
        let mut entries = Vec::with_capacity(head.count.min(1 << 20));
        for (k, line) in body.lines().enumerate() {
            let entry = parse_entry(rules, line, head.sources.len())
                .map_err(|reason| bad(at + 2 + k, reason))?;
            entries.push(entry);
        }
        if entries.len() != head.count {
            return Err(bad(
                at,
                format!("{} positions stated, {} found", head.count, entries.len()),
            ));
        }
        Ok(TestSet {
            rules: rules.clone(),
            made_by: head.made_by,
            sources: head.sources,
            entries,
        })
    }
}

/// A set file's header, read and checked against the rules.
struct Header {
    made_by: String,
    sources: Vec<String>,
    count: usize,
    checksum: String,
    /// The checksum line's index (0-based): the body starts after it.
    checksum_line: usize,
}

impl Header {
    fn read(lines: &[&str], origin: &str, rules: &Rules) -> Result<Header, SetError> {
        let bad = |line: usize, reason: String| SetError::Line {
            origin: origin.to_string(),
            line,
            reason,
        };
        if lines.first() != Some(&MAGIC) {
            return Err(SetError::NotASet {
                origin: origin.to_string(),
            });
        }
        // Header line `at` (0-based), which must be `name VALUE`: the value.
        let field = |at: usize, name: &str| -> Result<&str, SetError> {
            let line = lines.get(at).copied().unwrap_or("");
            line.strip_prefix(name)
                .and_then(|r| r.strip_prefix(' '))
                .ok_or_else(|| {
                    bad(
                        at + 1,
                        format!("expected its '{name}' line, found '{}'", clip(line)),
                    )
                })
        };
        let version = field(1, "version")?;
        if version != FORMAT_VERSION.to_string() {
            return Err(SetError::Version {
                origin: origin.to_string(),
                found: clip(version),
            });
        }
        let rules_line = field(2, "rules")?;
        let wanted_print = rules_fingerprint(rules);
        let (name, print) = rules_line.split_once(' ').unwrap_or((rules_line, ""));
        if print != format!("{wanted_print:016x}") {
            return Err(SetError::Rules {
                origin: origin.to_string(),
                found: clip(name),
                found_print: clip(print),
                wanted: rules.name().to_string(),
                wanted_print,
            });
        }
        let made_by = field(3, "made")?.to_string();
        let mut sources = Vec::new();
        let mut at = 4;
        while let Ok(rest) = field(at, "source") {
            let (i, spec) = rest.split_once(' ').unwrap_or((rest, ""));
            if i != sources.len().to_string() {
                return Err(bad(
                    at + 1,
                    format!("source {} where source {} was due", clip(i), sources.len()),
                ));
            }
            sources.push(spec.to_string());
            at += 1;
        }
        let count = field(at, "positions")?;
        let count = count.parse::<usize>().map_err(|_| {
            bad(
                at + 1,
                format!("positions '{}' is not a count", clip(count)),
            )
        })?;
        let checksum = clip(field(at + 1, "checksum")?);
        Ok(Header {
            made_by,
            sources,
            count,
            checksum,
            checksum_line: at + 1,
        })
    }
}

fn clip(text: &str) -> String {
    text.chars().take(60).collect()
}

fn parse_entry(rules: &Rules, line: &str, sources: usize) -> Result<Labelled, String> {
    let mut parts = line.split('\t');
    let (Some(source), Some(position), Some(value), Some(actions), None) = (
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
    ) else {
        return Err(
            "expected four fields separated by tabs: source, position, value, actions".to_string(),
        );
    };
    let source = source
        .parse::<usize>()
        .ok()
        .filter(|&s| s < sources)
        .ok_or_else(|| {
            format!(
                "source '{}' is not one of the {sources} sources",
                clip(source)
            )
        })?;
    let position = Position::parse(rules, position).map_err(|e| format!("position: {e}"))?;
    let value =
        value_of(value).ok_or_else(|| format!("value '{}' is not w, d or l", clip(value)))?;
    let mut legal = ActionList::new();
    position.generate(rules, &mut legal);
    let mut listed = Vec::with_capacity(legal.len());
    for item in actions.split(' ') {
        let (token, v) = item
            .split_once('=')
            .ok_or_else(|| format!("action '{}' has no '=value'", clip(item)))?;
        let action = notation::parse_action(rules.board(), token).map_err(|e| e.to_string())?;
        if !legal.contains(&action) {
            return Err(format!("'{token}' is not a legal action of the position"));
        }
        if listed.iter().any(|&(a, _)| a == action) {
            return Err(format!("'{token}' is listed twice"));
        }
        let v = value_of(v)
            .ok_or_else(|| format!("value '{}' of '{token}' is not w, d or l", clip(v)))?;
        listed.push((action, v));
    }
    if listed.len() != legal.len() {
        return Err(format!(
            "{} actions listed, the position has {} legal ones",
            listed.len(),
            legal.len()
        ));
    }
    let best = listed.iter().map(|a| a.1).max().unwrap_or(Wdl::Loss);
    if best != value {
        return Err(format!(
            "value {} but its best action leaves {}",
            letter(value),
            letter(best)
        ));
    }
    Ok(Labelled {
        position,
        source,
        value,
        actions: listed,
    })
}
